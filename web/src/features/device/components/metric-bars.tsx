/**
 * Metric bars: CPU, memory, storage and temperature (spec 02 §2 "metric bars"; §9 colours: success
 * up to 60 %, warning above 60 up to 80, error above 80; memory in base 1024, storage in base 1000).
 */
import { formatSize } from '../../../lib/format.ts';
import { memoryBytes, metricLevel, storageBytes, usagePercent } from '../domain/metrics.ts';
import type { DeviceDetails } from '../../../api/device/reads.ts';
import { msg } from '../messages.ts';

function MetricBar({ label, percent, detail }: { label: string; percent: number; detail?: string }) {
  const level = metricLevel(percent);
  return (
    <div className="metric" data-level={level}>
      <div className="metric-label">
        <span>{label}</span>
        <span>
          {percent}%{detail ? <span className="muted"> · {detail}</span> : null}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="metric-track"
      >
        <span className={`metric-fill metric-${level}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function MetricBars({ device }: { device: DeviceDetails }) {
  const memory = usagePercent(device.memory_usage, device.memory_total);
  const storage = usagePercent(device.storage_usage, device.storage_total);
  const cpu =
    typeof device.cpu_usage === 'number' && Number.isFinite(device.cpu_usage) ? Math.round(device.cpu_usage) : null;
  const temp =
    typeof device.cpu_temp === 'number' && Number.isFinite(device.cpu_temp) ? Math.round(device.cpu_temp) : null;
  if (memory === null && storage === null && cpu === null && temp === null) return null;
  return (
    <section className="card metric-bars" aria-label={msg('metrics')}>
      {cpu !== null ? <MetricBar label={msg('cpu')} percent={cpu} /> : null}
      {memory !== null ? (
        <MetricBar
          label={msg('memory')}
          percent={memory}
          detail={msg('metricsOf', {
            used: formatSize(memoryBytes(device.memory_usage ?? 0), 1024),
            total: formatSize(memoryBytes(device.memory_total ?? 0), 1024),
          })}
        />
      ) : null}
      {storage !== null ? (
        <MetricBar
          label={msg('storage')}
          percent={storage}
          detail={msg('metricsOf', {
            used: formatSize(storageBytes(device.storage_usage ?? 0)),
            total: formatSize(storageBytes(device.storage_total ?? 0)),
          })}
        />
      ) : null}
      {temp !== null ? (
        <div className="metric">
          <div className="metric-label">
            <span>{msg('temperature')}</span>
            <span>{temp} °C</span>
          </div>
        </div>
      ) : null}
    </section>
  );
}
