import type { z } from 'zod';

declare const phantom: unique symbol;

/**
 * A type carried by the contract without any runtime value: outputs and event payloads are
 * produced by our own main process, so only their type is declared, never a schema.
 */
export interface Returns<T> {
  readonly [phantom]?: T;
}

/** Declares the type a channel answers with, or an event carries. */
export function returns<T>(): Returns<T> {
  return {};
}

/** A request channel: what the renderer may send (checked in main) and what it gets back. */
export interface ChannelDef<I extends z.ZodType, O> {
  readonly input: I;
  readonly output: Returns<O>;
}

export function defineChannel<I extends z.ZodType, O>(definition: {
  input: I;
  output: Returns<O>;
}): ChannelDef<I, O> {
  return definition;
}

/** An event pushed from main to every window (or web client). */
export interface EventDef<P> {
  readonly payload: Returns<P>;
}

export function defineEvent<P>(): EventDef<P> {
  return { payload: returns<P>() };
}

/** Any set of channels; the app has exactly one, `channels` in contract.ts. */
export type ChannelMap = Record<string, ChannelDef<z.ZodType, unknown>>;
