import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { navigationStore } from '../state/navigationStore';
import type { Screen } from '../state/navigationStore';

/** A small button that moves the user on to another screen (the next step after an action). */
export function NavigateButton({
  screen,
  children,
  ...props
}: { screen: Screen; children: ReactNode } & Omit<ButtonProps, 'children'>) {
  return (
    <Button
      size="xs"
      {...props}
      onClick={() => {
        navigationStore.getState().navigate(screen);
      }}
    >
      {children}
    </Button>
  );
}
