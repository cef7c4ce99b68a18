/** One colour per outcome of a change or an order (journal state), across the app. */
const RESULT_COLORS: Readonly<Record<string, string>> = {
  succeeded: 'green',
  failed: 'red',
  outcome_unknown: 'orange',
  prepared: 'blue',
  sent: 'blue',
};

/** The colour of a result or journal state; grey for anything else. */
export function resultColor(state: string): string {
  return RESULT_COLORS[state] ?? 'gray';
}
