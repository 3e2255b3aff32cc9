import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

const photos = [
  {
    src: '/static/images/demos/image-list-forest.svg',
    alt: 'Pine forest in the fog',
  },
  {
    src: '/static/images/demos/image-list-desert.svg',
    alt: 'Dunes under a clear sky',
  },
  {
    src: '/static/images/demos/image-list-waves.svg',
    alt: 'Waves breaking on rocks',
  },
];

function Photo({ src, alt }: { src: string; alt: string }) {
  const [loaded, setLoaded] = useState(false);
  // An image cached by the browser can finish before React attaches onLoad,
  // so also check `complete` when the element mounts.
  const imageRef = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <Box sx={{ position: 'relative', width: 150, height: 100 }}>
      {!loaded && (
        <Skeleton
          variant="rounded"
          width={150}
          height={100}
          sx={{ position: 'absolute', inset: 0 }}
        />
      )}
      <Box
        component="img"
        ref={imageRef}
        src={src}
        alt={alt}
        width={150}
        height={100}
        onLoad={() => setLoaded(true)}
        sx={{
          display: 'block',
          borderRadius: 1,
          objectFit: 'cover',
          opacity: loaded ? 1 : 0,
          transition: 'opacity 300ms',
        }}
      />
    </Box>
  );
}

export default function SkeletonImage() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {photos.map((photo) => (
        <Photo key={photo.src} {...photo} />
      ))}
    </Box>
  );
}
