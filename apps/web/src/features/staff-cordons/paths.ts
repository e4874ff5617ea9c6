/** Where the cordon list is: the Cordons tab of the pilot settings page. */
export const CORDONS_PATH = '/pilotProgramsAndRates?tab=cordons';
