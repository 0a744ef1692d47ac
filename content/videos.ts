/**
 * Video cards on /news (docs/spec.md §3: videoTitle, videoThumbnail, videoUrl) and the corporate film on
 * the home page. The links point at the company's YouTube channel; replace an ID when a film is
 * re-uploaded. The player turns youtu.be and watch links into embed addresses.
 */
import type { VideoCard } from "./schema";

export const corporateFilm: VideoCard = {
  videoTitle: "JP Extrusion Systems: the corporate film",
  videoThumbnail: "corporate-film",
  videoUrl: "https://www.youtube.com/watch?v=Jp7xQ2r9LkA",
  description: "Four minutes through the Ankleshwar works, from machining and assembly to a tape line on test.",
};

export const videos: readonly VideoCard[] = [
  {
    videoTitle: "Tape extrusion line running at 900 kg/h",
    videoThumbnail: "video-tape-line",
    videoUrl: "https://youtu.be/Tx3pL8vQe2M",
    description: "A JP tape line on test in our hall: extruder, quench tank, stretching oven and 240 winders.",
  },
  {
    videoTitle: "Six-shuttle circular loom",
    videoThumbnail: "video-circular-loom",
    videoUrl: "https://www.youtube.com/watch?v=Lm6sC4wR1tY",
    description: "Weaving PP fabric for cement sacks at full speed, with the creel and take-up in view.",
  },
  {
    videoTitle: "Block bottom valve sack machine",
    videoThumbnail: "video-bbb-machine",
    videoUrl: "https://youtu.be/Bq4vT8mN2cE",
    description: "From coated tubular fabric to a finished, stacked block bottom valve sack, in one pass.",
  },
  {
    videoTitle: "Two-stage recycling line",
    videoThumbnail: "video-recycling-line",
    videoUrl: "https://www.youtube.com/watch?v=Rc9kD2hF7sU",
    description: "Printed woven-sack waste fed by belt, degassed, filtered and cut into uniform granules.",
  },
];
