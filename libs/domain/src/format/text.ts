export const URL_DISPLAY_LENGTH = 20;
export const JOB_ID_DISPLAY_LENGTH = 6;

/** Long URLs are cut to 20 characters plus an ellipsis; shorter ones are left whole. */
export const truncateUrl = (url: string, maxLength = URL_DISPLAY_LENGTH): string =>
  url.length > maxLength ? `${url.slice(0, maxLength)}…` : url;

/** The short job id the jobs list shows. */
export const shortJobId = (id: string | number): string => String(id).slice(0, JOB_ID_DISPLAY_LENGTH);
