/**
 * The map lens (spec 02 §2): Leaflet with clustered markers, tiles from the mock's tile route
 * (/__ext/tiles/{z}/{x}/{y}.png on the API host). Loaded lazily: Leaflet stays out of other pages.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet.markercluster';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { api } from '../../../api/client.ts';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { errorText } from '../../../lib/errors.ts';
import { MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM } from '../constants.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { MSG } from '../messages.ts';
import { mapPointsQuery, type MapPoint } from './map-points.ts';
import { routes } from '../../../app/routes.ts';

// Vite rewrites the asset URLs in leaflet.css, breaking the default icon (toolchain.md).
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

/** Tile URL template on the API host. */
export const tileUrl = () => `${api.baseUrl}/__ext/tiles/{z}/{x}/{y}.png`;

function Clusters({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup();
    for (const p of points) {
      const link = document.createElement('a');
      link.href = routes.device(p.uuid).root();
      link.textContent = p.name;
      group.addLayer(L.marker([p.lat, p.lng], { title: p.name, alt: p.name }).bindPopup(link));
    }
    map.addLayer(group);
    if (points.length > 0) map.fitBounds(group.getBounds(), { maxZoom: MAP_MAX_ZOOM - 6, padding: [24, 24] });
    return () => {
      map.removeLayer(group);
    };
  }, [map, points]);
  return null;
}

export default function DeviceMap({ fleetId, view }: { fleetId: number; view: Pick<DevicesView, 'filters' | 'search'> }) {
  const { data, error, isPending } = useQuery(mapPointsQuery(fleetId, view));
  if (isPending) return <Skeleton lines={8} />;
  if (error) return <p role="alert">{errorText(error)}</p>;
  return (
    <div className="devices-map">
      <p className="muted" role="status">
        {data.length === 0 ? MSG.noMapLocation : MSG.mapDevices(data.length)}
      </p>
      <MapContainer className="devices-map-canvas" center={[0, 0]} zoom={MAP_DEFAULT_ZOOM} maxZoom={MAP_MAX_ZOOM} aria-label={MSG.map}>
        <TileLayer url={tileUrl()} maxZoom={MAP_MAX_ZOOM} />
        <Clusters points={data} />
      </MapContainer>
    </div>
  );
}
