import { Tooltip } from '@mantine/core';
import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, useState } from 'react';
import type { ReactElement, Ref } from 'react';
import { useAfterFirstPaint } from './afterFirstPaint';

export type DeferredTooltipProps = Omit<TooltipProps, 'children' | 'target'> & {
  /** One element that takes a ref: the control the hint is about. */
  readonly children: ReactElement<{ ref?: Ref<HTMLElement> }>;
};

/**
 * A Mantine tooltip for a control shown from the start (the shell's navigation and header).
 * The control renders at once; the tooltip, whose hover and positioning hooks cost about as
 * much as the control itself, attaches to it by `target` once the first screen is painted.
 * The control is never re-created, so focus and hover survive the tooltip's arrival.
 */
export function DeferredTooltip({ children, ...tooltip }: DeferredTooltipProps) {
  const ready = useAfterFirstPaint();
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const ref = useMergedRef(children.props.ref, setTarget);
  return (
    <>
      {cloneElement(children, { ref })}
      {ready && target !== null && <Tooltip {...tooltip} target={target} />}
    </>
  );
}
