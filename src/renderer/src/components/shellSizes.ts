/** The shell's fixed parts, shared by its layout and what is placed against it. */
export const HEADER_HEIGHT = 52;
export const NAVBAR_WIDTH = 190;
