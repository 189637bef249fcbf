/**
 * The device location map (spec 02 §2 "location: a map"): Leaflet with the mock's tiles
 * (/__ext/tiles/{z}/{x}/{y}.png on the API host, as the devices map lens), a marker for the reported
 * and for the custom location, and a click handler that picks coordinates. Loaded lazily.
 */
import { useEffect } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { api } from '../../../../api/client.ts';

// Vite rewrites the asset URLs in leaflet.css, breaking the default icon: point it at the bundled images.
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

/** Zoom used around a known location, and the tile limit. */
const LOCATION_ZOOM = 9;
const LOCATION_MAX_ZOOM = 18;

export interface MapPin {
  lat: number;
  lng: number;
  label: string;
}

function Recenter({ at }: { at: MapPin | null }) {
  const map = useMap();
  useEffect(() => {
    if (at) map.setView([at.lat, at.lng], Math.max(map.getZoom(), LOCATION_ZOOM));
  }, [map, at]);
  return null;
}

function ClickToPick({ onPick }: { onPick?: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (e) => onPick?.(Number(e.latlng.lat.toFixed(6)), Number(e.latlng.lng.toFixed(6))) });
  return null;
}

export default function LocationMap({
  pins,
  focus,
  label,
  onPick,
}: {
  pins: readonly MapPin[];
  focus: MapPin | null;
  label: string;
  onPick?: (lat: number, lng: number) => void;
}) {
  return (
    <div role="region" aria-label={label}>
      <MapContainer
        className="device-location-map"
        center={focus ? [focus.lat, focus.lng] : [20, 0]}
        zoom={focus ? LOCATION_ZOOM : 2}
        maxZoom={LOCATION_MAX_ZOOM}
      >
        <TileLayer url={`${api.baseUrl}/__ext/tiles/{z}/{x}/{y}.png`} maxZoom={LOCATION_MAX_ZOOM} />
        {pins.map((p) => (
          <Marker key={p.label} position={[p.lat, p.lng]} title={p.label} alt={p.label}>
            <Tooltip>{p.label}</Tooltip>
          </Marker>
        ))}
        <Recenter at={focus} />
        <ClickToPick onPick={onPick} />
      </MapContainer>
    </div>
  );
}
