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

/** The domain's name; one of the account's own opens its domain page. */
function DomainName({ row }: { row: SearchRow }) {
  // A name mixing scripts (Latin with a Cyrillic а) reads as another; its ASCII form is beside it.
  const lookAlike = lookAlikeWarning(row.unicodeDomain);
  const name = (
    <Text size="sm" span fw={500} truncate>
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
      {row.unicodeDomain !== row.domain && (
        <Text size="xs" c="dimmed" span truncate>
          {row.domain}
        </Text>
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
}: {
  row: SearchRow;
  index: number;
  start: number;
  ticked: boolean;
  active: boolean;
  onClick: (event: MouseEvent, index: number) => void;
  /** The row's own checkbox was used: it ticks alone, and the row becomes the anchor. */
  onTick: (index: number) => void;
}) {
  const selectable = isSelectable(row);
  return (
    <div
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
        {premiumRenewUnknown(row)
          ? 'Premium renewal price unknown'
          : formatMoney(row.renewPrice, row.currency)}
      </div>
      <div role="gridcell" className="dd-results-cell">
        <Text size="xs" c="dimmed" truncate title={row.note ?? undefined}>
          {row.note ?? ''}
        </Text>
      </div>
    </div>
  );
});
