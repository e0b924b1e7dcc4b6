#!/usr/bin/env node
// Makes sure Debian's Varnish (7.1, bookworm) and varnish-modules (xkey, for purging by tag) are
// installed, as ensure-chromium.mjs does for Chromium: with apt-get when missing and run as root,
// otherwise a line saying how. The system's varnish service is never left running: the package is
// installed with service starts refused (policy-rc.d), and a test runs its own varnishd
// (`varnishd -F -n <temp dir> …`, deploy/varnish/default.vcl).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const varnishdPath = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

/** Whether Debian's xkey vmod (varnish-modules) is installed, for whichever architecture. */
function hasXkey() {
  const lib = '/usr/lib';
  if (!existsSync(lib)) return false;
  return readdirSync(lib).some((dir) => existsSync(path.join(lib, dir, 'varnish', 'vmods', 'libvmod_xkey.so')));
}

const installed = () => existsSync(varnishdPath) && (process.env.VARNISHD_PATH !== undefined || hasXkey());

const HOW = 'Install it with:\n  sudo apt-get update && sudo apt-get install -y varnish varnish-modules\n(then `sudo systemctl disable --now varnish`: the tests run their own varnishd), or point VARNISHD_PATH at a varnishd with the xkey vmod.';

/** Stops and disables the system's varnish service, if the install left one (the tests run their own). */
function stopSystemService() {
  for (const args of [['systemctl', 'disable', '--now', 'varnish'], ['service', 'varnish', 'stop']]) {
    try {
      execFileSync(args[0], args.slice(1), { stdio: 'ignore' });
    } catch {
      /* no systemd / no service here */
    }
  }
}

/**
 * The path of varnishd, installing Debian's varnish and varnish-modules first when they are
 * missing and we are root; null (and a line saying how to install them) when they cannot be had.
 */
export function ensureVarnish({ log = console.log } = {}) {
  if (installed()) return varnishdPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(`Varnish is missing (${varnishdPath}, xkey vmod). ${HOW}`);
    return null;
  }
  log('Installing Debian varnish and varnish-modules (under a minute)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Debian's way to keep a package's postinst from starting its service.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const install = () => execFileSync('apt-get', ['install', '-y', '-qq', 'varnish', 'varnish-modules'], { stdio: 'inherit', env });
    try {
      install();
    } catch {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      install();
    }
  } catch (error) {
    log(`Could not install Varnish with apt-get: ${error.message}`);
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
    stopSystemService();
  }
  if (installed()) return varnishdPath;
  log(`apt-get finished but varnishd or the xkey vmod is still missing. ${HOW}`);
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ensureVarnish();
  if (!found) process.exit(1);
  console.log(`varnishd: ${found}`);
}
