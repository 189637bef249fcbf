/**
 * Release tags (spec 02 §3 "Tags", §6 "Release tags: administrator, developer and safe-developer
 * create and update; administrator and developer delete"): each tag's value can be edited in place
 * and removed after a confirmation; a new tag needs a name that is not on the release yet.
 */
import { useState } from 'react';
import { Button, ConfirmDialog, TextField, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useRemoveReleaseTag, useSetReleaseTag } from '../../../api/release/writes.ts';
import { msg } from '../messages.ts';
import { TAG_KEY_MAX, TAG_VALUE_MAX } from '../release-rules.ts';

export interface ReleaseTag {
  id: number;
  tag_key: string;
  value: string;
}

/** The first problem of a new tag, or null. */
export function newTagProblem(key: string, value: string, existing: readonly ReleaseTag[]): string | null {
  if (key.trim() === '') return msg('tagKeyRequired');
  if (key.length > TAG_KEY_MAX) return msg('tagKeyTooLong');
  if (value.length > TAG_VALUE_MAX) return msg('tagValueTooLong');
  if (existing.some((t) => t.tag_key === key)) return msg('tagDuplicate');
  return null;
}

function TagRow({
  tag,
  releaseId,
  canUpdate,
  canDelete,
}: {
  tag: ReleaseTag;
  releaseId: number;
  canUpdate: boolean;
  canDelete: boolean;
}) {
  const [value, setValue] = useState(tag.value);
  const [confirming, setConfirming] = useState(false);
  const set = useSetReleaseTag(releaseId);
  const remove = useRemoveReleaseTag();
  const tooLong = value.length > TAG_VALUE_MAX;
  const save = () =>
    set.mutate(
      { tagId: tag.id, key: tag.tag_key, value },
      {
        onSuccess: () => toast.show({ kind: 'success', text: msg('tagSaved') }),
        onError: (e) => toast.show({ kind: 'danger', text: errorText(e) ?? '' }),
      },
    );
  return (
    <div className="inline-row">
      <TextField
        label={tag.tag_key}
        value={value}
        disabled={!canUpdate}
        errorMessage={tooLong ? msg('tagValueTooLong') : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      {canUpdate ? (
        <Button
          aria-label={msg('editTag', { key: tag.tag_key })}
          disabled={value === tag.value || tooLong || set.isPending}
          onClick={save}
        >
          {msg('save')}
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="ghost" aria-label={msg('removeTag', { key: tag.tag_key })} onClick={() => setConfirming(true)}>
          ✕
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        danger
        title={msg('removeTagTitle', { key: tag.tag_key })}
        confirmLabel={msg('removeTag', { key: tag.tag_key })}
        onConfirm={() =>
          remove.mutateAsync(tag.id).then(
            () => void toast.show({ kind: 'success', text: msg('tagRemoved') }),
            (e: unknown) => void toast.show({ kind: 'danger', text: errorText(e) ?? '' }),
          )
        }
      />
    </div>
  );
}

export function ReleaseTagsEditor({
  releaseId,
  tags,
  can,
}: {
  releaseId: number;
  tags: readonly ReleaseTag[];
  can: { create: boolean; update: boolean; delete: boolean };
}) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const set = useSetReleaseTag(releaseId);
  const problem = newTagProblem(key, value, tags);
  const add = () => {
    setTouched(true);
    if (problem) return;
    set.mutate(
      { key, value },
      {
        onSuccess: () => {
          toast.show({ kind: 'success', text: msg('tagSaved') });
          setKey('');
          setValue('');
          setTouched(false);
        },
        onError: (e) => toast.show({ kind: 'danger', text: errorText(e) ?? '' }),
      },
    );
  };
  return (
    <div className="tag-rows">
      {tags.length === 0 ? <p className="muted">{msg('noTags')}</p> : null}
      {tags.map((tag) => (
        <TagRow
          key={`${tag.id}:${tag.value}`}
          tag={tag}
          releaseId={releaseId}
          canUpdate={can.update}
          canDelete={can.delete}
        />
      ))}
      {can.create ? (
        <form
          className="inline-row"
          aria-label={msg('addTag')}
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <TextField
            label={msg('tagKey')}
            value={key}
            errorMessage={touched && problem && problem !== msg('tagValueTooLong') ? problem : undefined}
            onChange={(e) => setKey(e.target.value)}
          />
          <TextField
            label={msg('tagValue')}
            value={value}
            errorMessage={touched && problem === msg('tagValueTooLong') ? problem : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          <Button type="submit" disabled={set.isPending}>
            {msg('addTag')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
