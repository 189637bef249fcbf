/**
 * A tiny fake shell per terminal target (spec 02 §4 "Terminal sessions"): prompt, line editing by
 * echo, and a handful of commands answered from the device row, its variables and its services.
 */
import type { World } from '../world.ts';
import type { StoredRow } from '../store/rows.ts';

/** Shell line ending on the wire. */
const CRLF = '\r\n';

export interface ShellTarget {
  kind: 'host' | 'service';
  serviceName?: string;
}

/** Result of feeding input: output to send and whether the shell exited. */
export interface ShellOutput {
  output: string;
  exited: boolean;
}

function serviceNames(world: World, device: StoredRow<'device'>): string[] {
  return world.store
    .find('service_install', 'device', device.id)
    .map(
      (si) =>
        world.store.get('service', typeof si.installs__service === 'number' ? si.installs__service : -1)?.service_name,
    )
    .filter((n): n is string => typeof n === 'string');
}

function envLines(world: World, device: StoredRow<'device'>): string[] {
  return world.store
    .find('device_environment_variable', 'device', device.id)
    .map((v) => `${String(v.name)}=${String(v.value)}`);
}

/** A fake shell bound to one device and target. */
export class FakeShell {
  private line = '';
  constructor(
    private readonly world: World,
    private readonly device: StoredRow<'device'>,
    private readonly target: ShellTarget,
  ) {}

  private get host(): string {
    return String(this.device.device_name ?? this.device.uuid)
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-');
  }

  /** The prompt, e.g. `root@clever-falcon:~# `. */
  prompt(): string {
    return this.target.kind === 'host'
      ? `root@${this.host}:~# `
      : `root@${this.target.serviceName ?? 'service'}:/usr/src/app# `;
  }

  /** Runs one command line; returns its output (without the prompt). */
  run(cmdline: string): ShellOutput {
    const [cmd = '', ...args] = cmdline.trim().split(/\s+/);
    const out = (lines: string[]): ShellOutput => ({ output: lines.map((l) => l + CRLF).join(''), exited: false });
    const os = String(this.device.os_version ?? 'balenaOS');
    switch (cmd) {
      case '':
        return out([]);
      case 'exit':
        return { output: `exit${CRLF}`, exited: true };
      case 'ls':
        return out([
          this.target.kind === 'host'
            ? 'bin  boot  dev  etc  home  lib  mnt  proc  root  run  sys  tmp  usr  var'
            : 'Dockerfile  index.js  node_modules  package.json',
        ]);
      case 'cat':
        if (args[0] === '/etc/os-release')
          return out([
            'ID="balena-os"',
            `NAME="balenaOS"`,
            `VERSION="${os.replace(/^balenaOS\s*/, '')}"`,
            `PRETTY_NAME="${os}"`,
          ]);
        return out([`cat: ${args[0] ?? ''}: No such file or directory`]);
      case 'uname':
        return out([args.includes('-a') ? `Linux ${this.host} 6.1.77 #1 SMP PREEMPT GNU/Linux` : 'Linux']);
      case 'uptime':
        return out([' 12:00:00 up 3 days,  4:12,  load average: 0.08, 0.12, 0.10']);
      case 'ps':
        return out([
          'PID   USER     COMMAND',
          '    1 root     /sbin/init',
          ...(this.target.kind === 'host'
            ? ['  312 root     balena-engine-daemon', '  401 root     balena-supervisor']
            : ['   12 root     node index.js']),
        ]);
      case 'env':
        return out(envLines(this.world, this.device));
      case 'docker':
      case 'balena-engine':
        if (this.target.kind === 'host' && args[0] === 'ps') {
          return out([
            'CONTAINER ID   IMAGE   STATUS         NAMES',
            ...serviceNames(this.world, this.device).map(
              (n, i) => `${(0xabc000 + i).toString(16)}   ${n}   Up 3 days   ${n}_1`,
            ),
          ]);
        }
        return out([`sh: ${cmd}: not found`]);
      default:
        return out([`sh: ${cmd}: not found`]);
    }
  }

  /** Feeds terminal input (keystrokes or pasted text); echoes it and runs complete lines. */
  input(data: string): ShellOutput {
    let output = '';
    for (const ch of data) {
      if (ch === '\r' || ch === '\n') {
        const res = this.run(this.line);
        this.line = '';
        output += CRLF + res.output;
        if (res.exited) return { output, exited: true };
        output += this.prompt();
      } else if (ch === '\x7f') {
        if (this.line) output += '\b \b';
        this.line = this.line.slice(0, -1);
      } else {
        this.line += ch;
        output += ch;
      }
    }
    return { output, exited: false };
  }
}
