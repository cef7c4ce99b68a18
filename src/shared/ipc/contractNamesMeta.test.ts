import { describe, expect, it } from 'vitest';
import { channelNames, eventNames } from './contract';
import { contractNamesText, parseContractNames } from './contractNamesMeta';

describe("the contract's names as the preview hands them to the page", () => {
  it('come back as every channel and event of the contract', () => {
    const text = contractNamesText({ channels: channelNames, events: eventNames });
    expect(parseContractNames(text)).toEqual({ channels: channelNames, events: eventNames });
  });

  it('keep nothing that could not be a contract name', () => {
    expect(parseContractNames('app:info <script> x:y:z | jobs:progress "onload"')).toEqual({
      channels: ['app:info'],
      events: ['jobs:progress'],
    });
    expect(parseContractNames('')).toEqual({ channels: [], events: [] });
  });
});
