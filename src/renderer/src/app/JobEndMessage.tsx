import { Anchor, Text } from '@mantine/core';
import { navigationStore } from '../state/navigationStore';
import type { Screen } from '../state/navigationStore';

/** A finished job's counts, with its results one click away when a screen shows them. */
export function JobEndMessage({ text, screen }: { text: string; screen: Screen | undefined }) {
  return (
    <Text size="sm">
      {text}
      {screen !== undefined && (
        <>
          {' · '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              navigationStore.getState().navigate(screen);
            }}
          >
            Show the results
          </Anchor>
        </>
      )}
    </Text>
  );
}
