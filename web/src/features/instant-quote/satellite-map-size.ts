/** The satellite view's height: the spec's image box (public-site §9). */
export const MAP_HEIGHT_PX = 400;
