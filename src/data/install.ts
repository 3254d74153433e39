// One-command installs shown on the home page (SPEC §1). The English site pulls images through a
// public mirror, hence the extra variable on its commands.
import type {Bilingual} from './bilingual';
import {PLATFORM} from './platform.mjs';

export type InstallPlatform = 'linux' | 'mac' | 'windows' | 'xinchuang';

export interface InstallOption {
  platform: InstallPlatform;
  language: 'bash' | 'powershell';
  /** A desktop prerequisite the visitor installs first, if any. */
  prerequisite?: {name: string; href: string};
  command: Bilingual;
}

const linuxCommand: Bilingual = {
  zh: PLATFORM.install_command,
  en: PLATFORM.install_command_mirror,
};

const windowsCommand =
  'Invoke-WebRequest "https://get.rainbond.com/install-dind.ps1" -o install-dind.ps1 ; .\\install-dind.ps1';

export const installOptions: InstallOption[] = [
  {platform: 'linux', language: 'bash', command: linuxCommand},
  {
    platform: 'mac',
    language: 'bash',
    prerequisite: {name: 'Docker Desktop for Mac', href: 'https://docs.docker.com/desktop/install/mac-install/'},
    command: linuxCommand,
  },
  {
    platform: 'windows',
    language: 'powershell',
    prerequisite: {
      name: 'Docker Desktop for Windows',
      href: 'https://docs.docker.com/desktop/install/windows-install/',
    },
    command: {zh: windowsCommand, en: `${windowsCommand} -IMAGE_MIRROR rainbond`},
  },
  {platform: 'xinchuang', language: 'bash', command: linuxCommand},
];

export const supportedLanguages = ['Java', 'Python', 'Golang', 'NodeJS', 'Dockerfile', 'Php', '.NetCore'] as const;
