import type { DemoTeam } from './demoPerson.ts';
import { kenyaTeam } from './teamKenya.ts';
import { nigeriaTeam } from './teamNigeria.ts';
import { ghanaTeam } from './teamGhana.ts';
import { southAfricaTeam } from './teamSouthAfrica.ts';
import { greatBritainTeam } from './teamGreatBritain.ts';
import { singaporeTeam } from './teamSingapore.ts';

/** Every team of the demo organization, one per priced jurisdiction. */
export const demoRoster: readonly DemoTeam[] = [kenyaTeam, nigeriaTeam, ghanaTeam, southAfricaTeam, greatBritainTeam, singaporeTeam];
