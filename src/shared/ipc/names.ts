/**
 * How contract names become method names on `window.domainDesk`:
 * request `app:info` → `appInfo()`, event `jobs:progress` → `onJobsProgress(listener)`.
 */
export type MethodName<C extends string> = C extends `${infer Registry}:${infer Method}`
  ? `${Registry}${Capitalize<Method>}`
  : never;

export type SubscriptionName<E extends string> = `on${Capitalize<MethodName<E>>}`;

/** Contract names must be `registry:method` in camelCase so the derived names are valid. */
export const CONTRACT_NAME_PATTERN = /^[a-z][A-Za-z0-9]*:[a-z][A-Za-z0-9]*$/;

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function methodName<C extends string>(channel: C): MethodName<C> {
  const [registry = '', method = ''] = channel.split(':');
  return `${registry}${capitalize(method)}` as MethodName<C>;
}

export function subscriptionName<E extends string>(event: E): SubscriptionName<E> {
  return `on${capitalize(methodName(event))}` as SubscriptionName<E>;
}
