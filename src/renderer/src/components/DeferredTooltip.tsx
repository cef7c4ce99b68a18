import { Tooltip } from '@mantine/core';
import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, useId, useState } from 'react';
import type { ReactElement, Ref } from 'react';
import { useAfterFirstPaint } from './afterFirstPaint';

export type DeferredTooltipProps = Omit<TooltipProps, 'children' | 'target'> & {
  /** One element that takes a ref: the control the hint is about. */
  readonly children: ReactElement<{ ref?: Ref<HTMLElement>; 'aria-describedby'?: string }>;
};

/**
 * A Mantine tooltip for a control shown from the start (the shell's navigation and header).
 * The control renders at once; the tooltip, whose hover and positioning hooks cost about as
 * much as the control itself, attaches to it by `target` once the first screen is painted.
 * The control is never re-created, so focus and hover survive the tooltip's arrival.
 *
 * A tooltip attached by `target` leaves the control without `aria-describedby`: the hint is
 * kept in a hidden element the control points to, so a screen reader reads it from the start.
 */
export function DeferredTooltip({ children, ...tooltip }: DeferredTooltipProps) {
  const ready = useAfterFirstPaint();
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const ref = useMergedRef(children.props.ref, setTarget);
  const hintId = useId();
  const describedBy = [children.props['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <>
      {cloneElement(children, { ref, 'aria-describedby': describedBy })}
      <span id={hintId} hidden>
        {tooltip.label}
      </span>
      {ready && target !== null && <Tooltip {...tooltip} target={target} />}
    </>
  );
}
