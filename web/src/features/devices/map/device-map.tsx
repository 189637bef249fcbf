/**
 * The map lens (spec 02 §2): Leaflet with every located device of the view in clustered markers, tiles from the mock's tile route
 * (/__ext/tiles/{z}/{x}/{y}.png on the API host). Loaded lazily: Leaflet stays out of other pages.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
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
import { t } from '../../../lib/i18n.ts';
import { MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM, MAP_SLICE_MS } from '../constants.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { MSG } from '../messages.ts';
import { mapPointsQuery, type MapPoint } from './map-points.ts';
import { FrozenDeviceDialog } from '../components/device-name-cell.tsx';
import { popupFor, type PopupHandlers } from './map-popup.ts';

// Vite rewrites the asset URLs in leaflet.css, breaking the default icon: point it at the bundled images.
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

/** Tile URL template on the API host. */
const tileUrl = () => `${api.baseUrl}/__ext/tiles/{z}/{x}/{y}.png`;

/** A marker that remembers which device it stands for (its popup is built when it is clicked). */
type DeviceMarker = L.Marker & { device?: MapPoint };

/**
 * Clustered markers for every point. A fleet of 100,000 devices must not freeze the tab, so the
 * markers are created in time-boxed slices (MAP_SLICE_MS each, yielding in between) and the
 * cluster group adds them with its own chunked loading under the same budget; popups are built on
 * click instead of one DOM element per device up front.
 */
function Clusters({ points, handlers }: { points: readonly MapPoint[]; handlers: PopupHandlers }) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({ chunkedLoading: true, chunkInterval: MAP_SLICE_MS, chunkDelay: 10 });
    group.on('click', (e: L.LeafletEvent) => {
      const marker = e.propagatedFrom as DeviceMarker | undefined;
      if (!marker?.device) return;
      if (!marker.getPopup()) marker.bindPopup(popupFor(marker.device, handlers));
      marker.openPopup();
    });
    map.addLayer(group);
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let next = 0;
    const markers: DeviceMarker[] = [];
    const createSlice = () => {
      if (cancelled) return;
      const until = performance.now() + MAP_SLICE_MS;
      while (next < points.length && performance.now() < until) {
        for (const end = Math.min(next + 500, points.length); next < end; next++) {
          const p = points[next];
          if (!p) continue;
          const marker: DeviceMarker = L.marker([p.lat, p.lng], { title: p.name, alt: p.name });
          marker.device = p;
          markers.push(marker);
        }
      }
      if (next < points.length) {
        timer = setTimeout(createSlice, 0);
        return;
      }
      group.addLayers(markers);
    };
    if (points.length > 0) {
      const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
      map.fitBounds(bounds, { maxZoom: MAP_MAX_ZOOM - 6, padding: [24, 24] });
      createSlice();
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
      map.removeLayer(group);
    };
  }, [map, points, handlers]);
  return null;
}

export default function DeviceMap({
  fleetId,
  view,
}: {
  fleetId: number;
  view: Pick<DevicesView, 'filters' | 'search'>;
}) {
  const { data, error, isPending } = useQuery(mapPointsQuery(fleetId, view));
  const [frozenOpen, setFrozenOpen] = useState(false);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // Handlers of stable identity: new ones would rebuild every marker.
  const handlers = useMemo<PopupHandlers>(
    () => ({ onFrozen: () => setFrozenOpen(true), onOpen: (path) => void navigateRef.current(path) }),
    [],
  );
  if (isPending) return <Skeleton lines={8} />;
  if (error)
    return (
      <p role="alert" className="error-text">
        {errorText(error) ?? t('common.loadFailed')}
      </p>
    );
  return (
    <div className="devices-map">
      <p className="muted" role="status">
        {data.points.length === 0 ? MSG.noMapLocation : MSG.mapDevices(data.points.length)}
      </p>
      {data.points.length > 0 && data.unlocated > 0 ? (
        <p className="muted">{MSG.mapUnlocated(data.unlocated)}</p>
      ) : null}
      <MapContainer
        className="devices-map-canvas"
        center={[0, 0]}
        zoom={MAP_DEFAULT_ZOOM}
        maxZoom={MAP_MAX_ZOOM}
        aria-label={MSG.map}
      >
        <TileLayer url={tileUrl()} maxZoom={MAP_MAX_ZOOM} />
        <Clusters points={data.points} handlers={handlers} />
      </MapContainer>
      <FrozenDeviceDialog isOpen={frozenOpen} onOpenChange={setFrozenOpen} />
    </div>
  );
}
