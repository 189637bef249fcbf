/**
 * The add-device download options (spec 02 §2, §7): an OS version, edition, network (wifi needs an
 * SSID), a whole, non-negative update poll interval in minutes and a file type. The dialog offers
 * the download only while the values parse; it shows no messages of its own.
 */
import { z } from 'zod';

export const FILE_TYPES = ['.zip', '.gz', '.img'] as const;

export const addDeviceSchema = z
  .object({
    /** null: the fleet's latest version. */
    version: z.string().nullable(),
    variant: z.enum(['prod', 'dev']),
    network: z.enum(['ethernet', 'wifi']),
    wifiSsid: z.string(),
    wifiKey: z.string(),
    poll: z.string().refine((v) => {
      const minutes = Number.parseInt(v, 10);
      return Number.isFinite(minutes) && minutes >= 0;
    }),
    fileType: z.enum(FILE_TYPES),
  })
  .refine((v) => v.network !== 'wifi' || v.wifiSsid.trim() !== '', { path: ['wifiSsid'] });

export type AddDeviceValues = z.input<typeof addDeviceSchema>;
