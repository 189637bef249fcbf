/**
 * /devices/{uuid}/location (spec 02 §2 "location: a map with a manual or geo-location toggle", §4
 * "Location", §7 setCustomLocation / unsetCustomLocation): the reported and the custom location on
 * a Leaflet map. Manual mode takes coordinates typed or picked by clicking the map; saving manual
 * sets the custom location, saving geo-location clears it. Save is disabled until latitude and
 * longitude are both numbers, changed, and the user may update the device (spec 02 §5).
 */
import '../components/pages/device-pages.css';
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton, TextField, toast } from '../../../components/ui/index.ts';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { deviceLocationQuery } from '../../../api/device/reads.ts';
import { useCustomLocation } from '../../../api/device/writes.ts';
import { DEVICE_PERMISSIONS } from '../../../lib/authz.ts';
import { errorText } from '../../../lib/errors.ts';
import { SdkError } from '../../../lib/sdk-errors.ts';
import { useDeviceContext } from '../device-context.ts';
import { PAGE_MSG } from '../page-messages.ts';
import type { MapPin } from '../components/pages/location-map.tsx';

const LocationMap = lazy(() => import('../components/pages/location-map.tsx'));

const num = (v: string | null | undefined): number | null => {
  if (v === null || v === undefined || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
/**
 * A coordinate as people read it: at most 6 decimals (about 0.1 m), trailing zeros dropped. Stored
 * values are decimal strings that may carry binary floating-point noise ("-97.70009999999999").
 */
const formatCoordinate = (n: number): string => String(Number(n.toFixed(6)));
const validCoords = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

export default function DeviceLocationPage() {
  const { device, access } = useDeviceContext();
  const location = useQuery(deviceLocationQuery(device.uuid));
  const save = useCustomLocation(device.id);
  const canUpdate = access.can(DEVICE_PERMISSIONS.update);
  const row = location.data;
  const reported: MapPin | null =
    row && num(row.latitude) !== null && num(row.longitude) !== null
      ? { lat: num(row.latitude)!, lng: num(row.longitude)!, label: PAGE_MSG.reported }
      : null;
  const custom: MapPin | null =
    row && num(row.custom_latitude) !== null && num(row.custom_longitude) !== null
      ? { lat: num(row.custom_latitude)!, lng: num(row.custom_longitude)!, label: PAGE_MSG.custom }
      : null;
  const [mode, setMode] = useState<'geo' | 'manual' | null>(null);
  const [lat, setLat] = useState<string | null>(null);
  const [lng, setLng] = useState<string | null>(null);

  if (location.isPending) return <Skeleton lines={6} />;
  if (location.error)
    return (
      <p role="alert" className="error-text">
        {errorText(location.error)}
      </p>
    );

  const currentMode = mode ?? (custom ? 'manual' : 'geo');
  const latText = lat ?? (custom ? formatCoordinate(custom.lat) : '');
  const lngText = lng ?? (custom ? formatCoordinate(custom.lng) : '');
  const la = num(latText);
  const lo = num(lngText);
  const changed =
    la === null ||
    lo === null ||
    !custom ||
    formatCoordinate(la) !== formatCoordinate(custom.lat) ||
    formatCoordinate(lo) !== formatCoordinate(custom.lng);
  const manualValid = validCoords(la, lo);
  const canSave = canUpdate && !save.isPending && (currentMode === 'manual' ? manualValid && changed : custom !== null);
  const reset = () => {
    setMode(null);
    setLat(null);
    setLng(null);
  };
  const onSave = () => {
    const target = currentMode === 'manual' && la !== null && lo !== null ? { latitude: la, longitude: lo } : null;
    save.mutate(target, {
      onSuccess: () => {
        toast.show({ kind: 'success', text: target ? PAGE_MSG.locationSaved : PAGE_MSG.locationCleared });
        reset();
      },
      onError: (e) => toast.show({ kind: 'danger', text: errorText(e) ?? String(e) }),
    });
  };
  const picked: MapPin | null =
    currentMode === 'manual' && manualValid && changed ? { lat: la!, lng: lo!, label: PAGE_MSG.custom } : null;
  const pins = [reported, picked ?? custom].filter((p): p is MapPin => p !== null);
  const fmt = (p: MapPin | null) => (p ? `${formatCoordinate(p.lat)}, ${formatCoordinate(p.lng)}` : PAGE_MSG.none);

  return (
    <div className="device-subpage device-location-page">
      <Card title={PAGE_MSG.locationTitle}>
        <dl className="device-location-facts">
          <dt>{PAGE_MSG.reported}</dt>
          <dd data-testid="reported-location">{reported ? fmt(reported) : PAGE_MSG.noLocation}</dd>
          <dt>{PAGE_MSG.custom}</dt>
          <dd data-testid="custom-location">{fmt(custom)}</dd>
        </dl>
        {canUpdate ? (
          <div className="device-location-form">
            <NativeSelect
              label={PAGE_MSG.locationTitle}
              value={currentMode}
              options={[
                { value: 'geo', label: PAGE_MSG.geo },
                { value: 'manual', label: PAGE_MSG.manual },
              ]}
              onChange={(v) => setMode(v === 'manual' ? 'manual' : 'geo')}
            />
            {currentMode === 'geo' && !reported ? (
              // Geo-location needs a reported location; without one it cannot be determined (spec 02 §8).
              <p className="field-error" role="alert">
                {new SdkError('locationNotDetermined').message}
              </p>
            ) : null}
            {currentMode === 'manual' ? (
              <>
                <p className="muted">{PAGE_MSG.clickHint}</p>
                <TextField
                  label={PAGE_MSG.latitude}
                  inputMode="decimal"
                  value={latText}
                  onChange={(e) => setLat(e.target.value)}
                />
                <TextField
                  label={PAGE_MSG.longitude}
                  inputMode="decimal"
                  value={lngText}
                  onChange={(e) => setLng(e.target.value)}
                />
                {la !== null && lo !== null && !manualValid ? (
                  <p className="field-error" role="alert">
                    {PAGE_MSG.invalidCoord}
                  </p>
                ) : null}
              </>
            ) : null}
            <div className="device-location-buttons">
              <Button variant="primary" disabled={!canSave} pending={save.isPending} onClick={onSave}>
                {PAGE_MSG.save}
              </Button>
              <Button variant="ghost" onClick={reset}>
                {PAGE_MSG.cancel}
              </Button>
              {custom ? (
                <Button
                  variant="ghost"
                  disabled={save.isPending}
                  onClick={() =>
                    save.mutate(null, {
                      onSuccess: () => {
                        toast.show({ kind: 'success', text: PAGE_MSG.locationCleared });
                        reset();
                      },
                      onError: (e) => toast.show({ kind: 'danger', text: errorText(e) ?? String(e) }),
                    })
                  }
                >
                  {PAGE_MSG.clear}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </Card>
      <Suspense fallback={<Skeleton lines={8} />}>
        <LocationMap
          pins={pins}
          focus={picked ?? custom ?? reported}
          label={PAGE_MSG.map}
          onPick={
            canUpdate
              ? (a, b) => {
                  setMode('manual');
                  setLat(formatCoordinate(a));
                  setLng(formatCoordinate(b));
                }
              : undefined
          }
        />
      </Suspense>
    </div>
  );
}
