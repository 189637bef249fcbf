/** A redirect that first says why (spec 01 §8: invalid ids, missing rows and frozen organizations). */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../../../components/ui/toast.ts';

export function RedirectWithToast({ to, text, id }: { to: string; text: string; id: string }) {
  useEffect(() => {
    toast.show({ kind: 'danger', text, id });
  }, [text, id]);
  return <Navigate to={to} replace />;
}
