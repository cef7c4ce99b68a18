/** A fetch that counts the requests it has in flight, for tests of pacing. */
export function inFlightFetch(): { fetch: typeof fetch; most: () => number } {
  let inFlight = 0;
  let most = 0;
  return {
    fetch: async (input, init) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    },
    most: () => most,
  };
}
