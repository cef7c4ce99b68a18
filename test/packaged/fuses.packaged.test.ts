import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import { packagedExecutable } from './packagedApp';

// A fuse is one byte of the binary's fuse wire: ASCII '0' off, '1' on (@electron/fuses keeps
// its FuseState enum to itself).
const OFF = '0'.charCodeAt(0);
const ON = '1'.charCodeAt(0);

/** The fuses electron-builder.yml asks for, read back from the built binary itself. */
describe("the packaged app's Electron fuses", () => {
  it('are flipped as the build configuration says', async () => {
    const wire = await getCurrentFuseWire(packagedExecutable());
    const state = (fuse: FuseV1Options): unknown => wire[fuse];
    expect({
      runAsNode: state(FuseV1Options.RunAsNode),
      enableCookieEncryption: state(FuseV1Options.EnableCookieEncryption),
      nodeOptions: state(FuseV1Options.EnableNodeOptionsEnvironmentVariable),
      inspectArguments: state(FuseV1Options.EnableNodeCliInspectArguments),
      asarIntegrity: state(FuseV1Options.EnableEmbeddedAsarIntegrityValidation),
      onlyFromAsar: state(FuseV1Options.OnlyLoadAppFromAsar),
      fileProtocolPrivileges: state(FuseV1Options.GrantFileProtocolExtraPrivileges),
    }).toEqual({
      runAsNode: OFF,
      enableCookieEncryption: ON,
      nodeOptions: OFF,
      inspectArguments: OFF,
      asarIntegrity: ON,
      onlyFromAsar: ON,
      fileProtocolPrivileges: OFF,
    });
  });
});
