/**
 * Device tags with a count and an edit dialog (spec 02 §2 "Tags with a count and an edit dialog";
 * §7 tag set and remove per tag_key, concurrency 50). Saving writes only what changed.
 */
import { useState } from 'react';
import { Button, Dialog, TagChip, TextField, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useDeviceBatchWrite } from '../../../api/device/writes.ts';
import { type DeviceDetails } from '../../../api/device/reads.ts';
import { applyTagChange, diffTags } from '../tags.ts';
import { validateTags, type TagDraft } from '../domain/tags.ts';
import { msg } from '../messages.ts';

function TagsDialog({ device, onClose }: { device: DeviceDetails; onClose: () => void }) {
  const write = useDeviceBatchWrite(device.uuid);
  const [rows, setRows] = useState<TagDraft[]>(() =>
    device.device_tag.map((t) => ({ tag_key: t.tag_key, value: t.value })),
  );
  const saving = write.isPending;
  const error = write.error ? errorText(write.error) : null;
  const problems = validateTags(rows);
  const update = (i: number, patch: Partial<TagDraft>) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const save = async () => {
    if (problems.some(Boolean)) return;
    try {
      await write.mutateAsync(() => applyTagChange(device.id, diffTags(device.device_tag, rows)));
    } catch {
      return; // shown from the mutation's error
    }
    toast.show({ kind: 'success', text: msg('tagsSaved') });
    onClose();
  };
  return (
    <Dialog
      title={msg('editTags')}
      isOpen
      onOpenChange={(open) => !open && !saving && onClose()}
      isDismissable={!saving}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {msg('cancel')}
          </Button>
          <Button variant="primary" onClick={save} pending={saving} disabled={problems.some(Boolean)}>
            {msg('save')}
          </Button>
        </>
      }
    >
      {rows.length === 0 ? <p className="muted">{msg('noTags')}</p> : null}
      <ul className="tag-rows">
        {rows.map((row, i) => (
          <li key={i} className="tag-row">
            <TextField
              label={msg('tagKey')}
              value={row.tag_key}
              onChange={(e) => update(i, { tag_key: e.target.value })}
              errorMessage={problems[i] ?? undefined}
            />
            <TextField
              label={msg('tagValue')}
              value={row.value}
              onChange={(e) => update(i, { value: e.target.value })}
            />
            <Button
              variant="ghost"
              onClick={() => setRows((r) => r.filter((_, j) => j !== i))}
              aria-label={`${msg('removeTag')} ${row.tag_key}`}
            >
              {msg('removeTag')}
            </Button>
          </li>
        ))}
      </ul>
      <Button onClick={() => setRows((r) => [...r, { tag_key: '', value: '' }])}>{msg('addTag')}</Button>
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

export function TagsField({ device, canEdit }: { device: DeviceDetails; canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="device-tags" aria-label={msg('tags')}>
      <div className="summary-subtitle">
        <h3>{msg('tagCount', { count: device.device_tag.length })}</h3>
        {canEdit ? (
          <Button variant="ghost" onClick={() => setOpen(true)}>
            {msg('editTags')}
          </Button>
        ) : null}
      </div>
      {device.device_tag.length === 0 ? (
        <p className="muted">{msg('noTags')}</p>
      ) : (
        <ul className="tag-list">
          {device.device_tag.map((t) => (
            <li key={t.id}>
              <TagChip tagKey={t.tag_key} value={t.value} />
            </li>
          ))}
        </ul>
      )}
      {open ? <TagsDialog device={device} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
