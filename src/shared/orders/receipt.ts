import { z } from 'zod';
import { centsToMoney, moneyToCents } from '../api/money';
import { csvText } from '../csv';

/** How one line of a checkout or bulk renewal ended. */
export const RECEIPT_RESULTS = ['succeeded', 'failed', 'outcome_unknown', 'not_sent'] as const;
export type ReceiptResult = (typeof RECEIPT_RESULTS)[number];

/** The activity action a receipt is kept under. */
export const RECEIPT_ACTION = 'orders.receipt';

const amount = z.string().nullable();

export const receiptLineSchema = z.object({
  domain: z.string(),
  unicodeDomain: z.string(),
  operation: z.enum(['register', 'transfer', 'renew']),
  period: z.number(),
  /** The price quoted before sending. */
  quoted: amount,
  /** What the balance went down by over this order; null when not read. */
  charged: amount,
  result: z.enum(RECEIPT_RESULTS),
  message: z.string(),
  /** Set when the charge is not what the quote and the outcome lead one to expect. */
  chargeWarning: z.string().optional(),
});
export type ReceiptLine = z.output<typeof receiptLineSchema>;

/** What a checkout or a bulk renewal did to the balance, line by line. */
export const receiptSchema = z.object({
  jobId: z.string(),
  accountId: z.string(),
  currency: z.string().nullable(),
  /** ISO instants. */
  startedAt: z.string(),
  finishedAt: z.string(),
  /** Read before the first order was sent; null when no order was. */
  balanceBefore: amount,
  /** Read once every order had its answer; null when it could not be read. */
  balanceAfter: amount,
  lines: z.array(receiptLineSchema),
});
export type Receipt = z.output<typeof receiptSchema>;

/** The receipt kept in an activity entry, or undefined for anything else. */
export function receiptOf(value: unknown): Receipt | undefined {
  return receiptSchema.safeParse(value).data;
}

function sum(values: readonly (string | null)[]): string {
  return centsToMoney(values.reduce((total, value) => total + (moneyToCents(value ?? '') ?? 0), 0));
}

/** Totals of the quotes of the lines that went through, and of every charge read. */
export function receiptTotals(receipt: Receipt): { quoted: string; charged: string } {
  return {
    quoted: sum(receipt.lines.filter((l) => l.result === 'succeeded').map((l) => l.quoted)),
    charged: sum(receipt.lines.map((l) => l.charged)),
  };
}

const RECEIPT_CSV_HEADER = [
  'domain',
  'order',
  'years',
  'quoted',
  'charged',
  'currency',
  'result',
  'detail',
];

/** The receipt as CSV: one row per order, then the balance before and after. */
export function receiptCsv(receipt: Receipt): string {
  const currency = receipt.currency ?? '';
  const rows: string[][] = [
    ...receipt.lines.map((line) => [
      line.unicodeDomain,
      line.operation,
      String(line.period),
      line.quoted ?? '',
      line.charged ?? '',
      currency,
      line.result,
      [line.message, line.chargeWarning ?? ''].filter((t) => t !== '').join(' '),
    ]),
  ];
  const totals = receiptTotals(receipt);
  rows.push(['total', '', '', totals.quoted, totals.charged, currency, '', '']);
  rows.push([
    'balance before',
    '',
    '',
    '',
    receipt.balanceBefore ?? '',
    currency,
    '',
    receipt.startedAt,
  ]);
  rows.push([
    'balance after',
    '',
    '',
    '',
    receipt.balanceAfter ?? '',
    currency,
    '',
    receipt.finishedAt,
  ]);
  return csvText(RECEIPT_CSV_HEADER, rows);
}

/** The file name a receipt is saved under. */
export function receiptFileName(receipt: Receipt): string {
  return `receipt-${receipt.finishedAt.slice(0, 19).replace(/[:T]/g, '-')}.csv`;
}
