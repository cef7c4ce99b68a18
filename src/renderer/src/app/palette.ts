import { createSpotlight } from '@mantine/spotlight';

/**
 * The command palette's store and its open/close. Its own store, not Mantine's default one,
 * so the palette can keep its first match active (the default store has no exported way).
 */
export const [paletteStore, palette] = createSpotlight();
