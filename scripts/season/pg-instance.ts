// The season's own PostgreSQL: a throwaway cluster in a temporary folder on a port of the season's
// range, so that the restart fault (and a year of writes) touches nobody else's database. Started
// with the server programs of the newest installed PostgreSQL (or SEASON_PG_BIN); as root, they run
// as the `postgres` user, since PostgreSQL refuses to run as root.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

function binDir(): string {
  if (process.env.SEASON_PG_BIN) return process.env.SEASON_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error('no PostgreSQL server programs found: set SEASON_PG_BIN to their folder');
  return join(root, versions[0]!, 'bin');
}

export class PgInstance {
  private constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly bin: string,
    private readonly asUser: { uid: number; gid: number } | null,
  ) {}

  /** The superuser's address (trust authentication, on 127.0.0.1 only). */
  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async start(port: number): Promise<PgInstance> {
    const bin = binDir();
    const dir = mkdtempSync(join(tmpdir(), 'kds-season-pg-'));
    let asUser: { uid: number; gid: number } | null = null;
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      asUser = { uid: Number(stdout.trim()), gid: Number(gid.trim()) };
      chownSync(dir, asUser.uid, asUser.gid);
    }
    const pg = new PgInstance(dir, port, bin, asUser);
    await pg.ctl('initdb', ['-D', pg.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await pg.ctl('pg_ctl', ['start', ...pg.startArgs()]);
    return pg;
  }

  private get data(): string {
    return join(this.dir, 'data');
  }

  private startArgs(): string[] {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
    return ['-D', this.data, '-l', join(this.dir, 'server.log'), '-w', '-t', '120', '-o', options];
  }

  /** A restart as an operator's `systemctl restart postgresql` does it: every connection is cut. */
  async restart(): Promise<void> {
    await this.ctl('pg_ctl', ['restart', '-m', 'fast', ...this.startArgs()]);
  }

  /** Where it lives and how to stop it, for a run that leaves its data in place (--keep). */
  describe(): string {
    return `PostgreSQL on port ${this.port}, folder ${this.dir} (stop: ${join(this.bin, 'pg_ctl')} stop -D ${this.data})`;
  }

  /** Stops the server and removes its folder. */
  async destroy(): Promise<void> {
    await this.ctl('pg_ctl', ['stop', '-D', this.data, '-m', 'fast', '-w']).catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async ctl(program: string, args: string[]): Promise<void> {
    const path = join(this.bin, program);
    if (this.asUser) await run(path, args, { uid: this.asUser.uid, gid: this.asUser.gid, cwd: this.dir });
    else await run(path, args, { cwd: this.dir });
  }
}
