/**
 * Vitest's jsdom environment installs jsdom's typed-array constructors as globals, so byte arrays made
 * by Node (TextEncoder, Buffer, crypto) fail `instanceof Uint8Array` in code like jose's key check,
 * which the in-process mock core runs when it signs tokens. Page tests put Node's constructors back.
 * Imported before anything else by harness.tsx.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor;
const NodeArrayBuffer = Buffer.alloc(0).buffer.constructor;
Object.assign(globalThis, { Uint8Array: NodeUint8Array, ArrayBuffer: NodeArrayBuffer, TextEncoder, TextDecoder });
