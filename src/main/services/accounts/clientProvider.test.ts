import { describe, expect, it } from 'vitest';
import { clientSettings } from './clientProvider';

describe("an account's client settings", () => {
  it("carry the provider's max_input_vars to the client that sends the requests", () => {
    const settings = clientSettings(
      { baseUrl: 'https://x.example/index.php', email: 'r@example.com', maxInputVars: 3000 },
      'k3y',
      () => 0,
    );
    expect(settings.maxInputVars).toBe(3000);
  });
});
