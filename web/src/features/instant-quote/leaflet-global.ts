import L from 'leaflet';

// leaflet-geoman's build extends the global `L`: give it the very Leaflet react-leaflet uses.
// Imported before '@geoman-io/leaflet-geoman-free' (modules run in import order).
(globalThis as { L?: typeof L }).L = L;
