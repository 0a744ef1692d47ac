/**
 * Video cards on /news (docs/spec.md §3: videoTitle, videoThumbnail, and the film in place of
 * videoUrl) and the corporate film on the home page. Each plays the site's own clip in the video
 * modal until `youtubeId` is set to the company's confirmed upload (content/schema.ts, filmFields);
 * docs/content/figures-to-confirm.md lists the films still waiting for theirs.
 */
import type { VideoCard } from "./schema";

export const corporateFilm: VideoCard = {
  videoTitle: "JP Extrusion Systems: the corporate film",
  videoThumbnail: "corporate-film",
  clip: "corporate-film",
  description: "Through the Ankleshwar works and out to our customers: tape lines, looms and recycling lines at work.",
};

export const videos: readonly VideoCard[] = [
  {
    videoTitle: "Tape extrusion line running at 900 kg/h",
    videoThumbnail: "video-tape-line",
    clip: "video-tape-line",
    description: "A JP-TL 150 tape line on test in our hall: extruder, quench tank, stretching oven and 384 winders.",
    product: "TapeExtrusion",
  },
  {
    videoTitle: "Six-shuttle circular loom",
    videoThumbnail: "video-circular-loom",
    clip: "video-circular-loom",
    description: "Weaving PP fabric for cement sacks at full speed, with the creel and take-up in view.",
    product: "CircularLoom",
  },
  {
    videoTitle: "Block bottom valve sack machine",
    videoThumbnail: "video-bbb-machine",
    clip: "video-bbb-machine",
    description: "From coated tubular fabric to a finished, stacked block bottom valve sack, in one pass.",
    product: "BBB",
  },
  {
    videoTitle: "Two-stage recycling line",
    videoThumbnail: "video-recycling-line",
    clip: "video-recycling-line",
    description: "Printed woven-sack waste fed by belt, degassed, filtered and cut into uniform granules.",
    product: "WovenSack",
  },
];
