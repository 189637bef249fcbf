/**
 * Generated 256×256 map tiles in the OSM slippy-map scheme (contract getMapTile), so
 * Leaflet maps render offline: a made-up but seamless land/water pattern computed from world
 * coordinates (so neighbouring tiles and zoom levels agree), a light grid and a tile border.
 */
import { encodePalettePng } from './png.ts';

/** Tile edge in pixels (Leaflet's default tileSize). */
export const TILE_SIZE = 256;
/** Highest zoom level served (contract: z 0–19). */
const MAX_ZOOM = 19;
/** Grid line spacing inside a tile. */
const TILE_GRID_PX = 64;
/** Encoded tiles kept in memory. */
const TILE_CACHE_LIMIT = 256;

/** land, grid line, water, border. */
const PALETTE = [
  [242, 239, 233],
  [222, 216, 206],
  [170, 211, 223],
  [190, 184, 174],
] as const;
const LAND = 0;
const GRID = 1;
const WATER = 2;
const BORDER = 3;

const cache = new Map<string, Uint8Array>();

/** Whether (z, x, y) addresses a tile (0 ≤ x, y < 2^z, 0 ≤ z ≤ MAX_ZOOM). */
export function tileInRange(z: number, x: number, y: number): boolean {
  if (![z, x, y].every(Number.isInteger) || z < 0 || z > MAX_ZOOM) return false;
  const n = 2 ** z;
  return x >= 0 && y >= 0 && x < n && y < n;
}

/** Water where a smooth function of the world position (u, v in [0, 1)) is low. */
function isWater(u: number, v: number): boolean {
  const f = Math.sin(u * 19.3) + Math.cos(v * 13.7 + u * 4.1) + 0.6 * Math.sin((u + v) * 41.9);
  return f < -0.35 || v < 0.04 || v > 0.96;
}

/** The PNG bytes of tile (z, x, y); callers check `tileInRange` first. */
export function mapTile(z: number, x: number, y: number): Uint8Array {
  const key = `${z}/${x}/${y}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const worldPx = TILE_SIZE * 2 ** z;
  const png = encodePalettePng(TILE_SIZE, TILE_SIZE, PALETTE, (px, py) => {
    if (px === 0 || py === 0) return BORDER;
    if (px % TILE_GRID_PX === 0 || py % TILE_GRID_PX === 0) return GRID;
    return isWater((x * TILE_SIZE + px) / worldPx, (y * TILE_SIZE + py) / worldPx) ? WATER : LAND;
  });
  if (cache.size >= TILE_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}
