/** Where the grid was scrolled to, and its active row, when it was last shown. */
export interface GridPosition {
  readonly scrollTop: number;
  readonly active: number;
}

// Per account, for this window only: coming back from a domain page shows the rows left, and
// another account's grid keeps its own place. A new filter or sort forgets them all.
const positions = new Map<string, GridPosition>();

export function rememberPosition(accountId: string, position: GridPosition): void {
  positions.set(accountId, position);
}

export function positionOf(accountId: string): GridPosition | undefined {
  return positions.get(accountId);
}

export function forgetPositions(): void {
  positions.clear();
}
