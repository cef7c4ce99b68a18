import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import './growingTextarea.css';

export interface GrowingTextareaProps extends Omit<
  TextareaProps,
  'autosize' | 'minRows' | 'maxRows' | 'rows' | 'classNames'
> {
  readonly minRows: number;
  readonly maxRows: number;
}

/**
 * A text area that grows with what is typed, from `minRows` to `maxRows`, then scrolls. The
 * browser sizes it (CSS `field-sizing: content`); Mantine's `autosize` measured a hidden copy
 * in script on mount and on every keystroke, forcing a layout of the whole page each time.
 */
export function GrowingTextarea({ minRows, maxRows, style, ...props }: GrowingTextareaProps) {
  const rows = {
    '--dd-textarea-min-rows': minRows,
    '--dd-textarea-max-rows': maxRows,
  } as CSSProperties;
  return (
    <Textarea
      {...props}
      rows={minRows}
      classNames={{ input: 'dd-growing-textarea' }}
      style={[rows, style]}
    />
  );
}
