import { Badge } from '@mantine/core';
import { DeferredTooltip } from '../components/DeferredTooltip';

/** A short badge beside the balance; the whole sentence is its name and its tooltip. */
export function HeaderHint({ color, text, label }: { color: string; text: string; label: string }) {
  return (
    <DeferredTooltip label={text} multiline w={280}>
      <Badge
        color={color}
        variant="light"
        tt="none"
        role="status"
        aria-label={text}
        style={{ flexShrink: 0 }}
      >
        {label}
      </Badge>
    </DeferredTooltip>
  );
}
