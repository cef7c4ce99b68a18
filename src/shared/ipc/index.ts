export * from './bridgeApi';
export * from './contract';
export * from './define';
export * from './errors';
export * from './names';
export * from './redactSecrets';
export * from './result';
export * from './webProtocol';
