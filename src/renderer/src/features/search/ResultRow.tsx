import { Anchor, Badge, Text } from '@mantine/core';
import { memo } from 'react';
import type { MouseEvent } from 'react';
import { lookAlikeWarning } from '../../../../shared/domainName/lookAlike';
import { openDomain } from '../../state/navigationStore';
import { formatMoney } from '../../components/money';
import { AvailabilityBadge } from './AvailabilityBadge';
import { DomainCheckbox } from './DomainCheckbox';
import { isSelectable } from './listSelection';
import { premiumRenewUnknown } from './searchRows';
import type { SearchRow } from './searchRows';

/** The id of row `index`, for the list's `aria-activedescendant`. */
export function resultRowId(index: number): string {
  return `search-result-${index}`;
}

/** The second line under a row: an IDN's ASCII form and the note, told in full. */
export function rowDetail(row: SearchRow): string {
  const ascii = row.unicodeDomain !== row.domain ? row.domain : '';
  const renew = premiumRenewUnknown(row) ? 'Premium renewal price unknown' : '';
  return [ascii, row.note ?? '', renew].filter((part) => part !== '').join(' · ');
}

/** The domain's name; one of the account's own opens its domain page. */
function DomainName({ row }: { row: SearchRow }) {
  // A name mixing scripts (Latin with a Cyrillic а) reads as another; its ASCII form is beside it.
  const lookAlike = lookAlikeWarning(row.unicodeDomain);
  // A long name wraps inside its cell (the row grows) rather than being cut.
  const name = (
    <Text size="sm" span fw={500} className="dd-results-name">
      {row.unicodeDomain}
    </Text>
  );
  return (
    <>
      {row.inPortfolio ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          tabIndex={-1}
          title={`Open the domain page of ${row.unicodeDomain}`}
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            openDomain(row.domain);
          }}
        >
          {name}
        </Anchor>
      ) : (
        name
      )}
      {lookAlike !== undefined && (
        <Badge size="xs" color="orange" variant="light" title={lookAlike} aria-label={lookAlike}>
          Look-alike
        </Badge>
      )}
    </>
  );
}

/** One drawn row of the results list. */
export const ResultRow = memo(function ResultRow({
  row,
  index,
  start,
  ticked,
  active,
  onClick,
  onTick,
  measureRef,
}: {
  row: SearchRow;
  index: number;
  start: number;
  ticked: boolean;
  active: boolean;
  onClick: (event: MouseEvent, index: number) => void;
  /** The row's own checkbox was used: it ticks alone, and the row becomes the anchor. */
  onTick: (index: number) => void;
  /** Tells the list the row's drawn height (a long name or note makes it taller). */
  measureRef: (element: HTMLDivElement | null) => void;
}) {
  const selectable = isSelectable(row);
  const detail = rowDetail(row);
  return (
    <div
      ref={measureRef}
      data-index={index}
      id={resultRowId(index)}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? ticked : undefined}
      className={`dd-results-row${index % 2 === 1 ? ' dd-results-striped' : ''}${active ? ' dd-results-active' : ''}`}
      style={{ transform: `translateY(${start}px)` }}
      onClick={(event) => {
        onClick(event, index);
      }}
    >
      <div
        role="gridcell"
        className="dd-results-cell"
        onClick={(event) => {
          event.stopPropagation();
          onTick(index);
        }}
      >
        {selectable && (
          <DomainCheckbox domain={row.domain} unicodeDomain={row.unicodeDomain} tabIndex={-1} />
        )}
      </div>
      <div role="gridcell" className="dd-results-cell">
        <DomainName row={row} />
      </div>
      <div role="gridcell" className="dd-results-cell">
        .{row.tld}
      </div>
      <div role="gridcell" className="dd-results-cell">
        {/* Taken by this account: said so in place of "Taken". */}
        {(!row.inPortfolio || row.availability !== 'unavailable') && (
          <AvailabilityBadge availability={row.availability} premiumHidden={row.premiumHidden} />
        )}
        {row.inPortfolio && (
          <Badge color="blue" variant="light" size="sm" tt="none">
            In your portfolio
          </Badge>
        )}
        {row.premium && !row.premiumHidden && (
          <Text size="xs" c="grape" fw={700}>
            Premium
          </Text>
        )}
      </div>
      <div role="gridcell" className="dd-results-cell dd-results-money">
        {formatMoney(row.registerPrice, row.currency)}
      </div>
      <div role="gridcell" className="dd-results-cell dd-results-money">
        {premiumRenewUnknown(row) ? (
          // Too long for the column: the reason is in words on the row's second line.
          <Text size="sm" span title="Premium renewal price unknown">
            Unknown
          </Text>
        ) : (
          formatMoney(row.renewPrice, row.currency)
        )}
      </div>
      {detail !== '' && (
        <div role="gridcell" className="dd-results-cell dd-results-detail">
          <Text size="xs" c="dimmed" span>
            {detail}
          </Text>
        </div>
      )}
    </div>
  );
});
