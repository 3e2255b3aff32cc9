import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarIcon from '@mui/icons-material/Star';

const photos = [
  { src: '/static/images/demos/image-list-city.svg', title: 'Downtown', featured: true },
  { src: '/static/images/demos/image-list-forest.svg', title: 'Fir forest' },
  { src: '/static/images/demos/image-list-desert.svg', title: 'Dunes' },
  {
    src: '/static/images/demos/image-list-waves.svg',
    title: 'Coastline',
    featured: true,
  },
];

export default function CustomImageList() {
  const [saved, setSaved] = useState<string[]>(['Dunes']);

  const toggle = (title: string) =>
    setSaved((current) =>
      current.includes(title)
        ? current.filter((item) => item !== title)
        : [...current, title],
    );

  return (
    <ImageList
      variant="quilted"
      cols={2}
      rowHeight={160}
      gap={4}
      sx={{ width: 480, maxWidth: '100%' }}
    >
      {photos.map((photo) => {
        const span = photo.featured ? 2 : 1;
        const isSaved = saved.includes(photo.title);
        return (
          <ImageListItem key={photo.src} cols={span} rows={span}>
            <img src={photo.src} alt={photo.title} loading="lazy" />
            <ImageListItemBar
              position="top"
              actionPosition="left"
              title={photo.title}
              sx={{
                background:
                  'linear-gradient(to bottom, rgba(0,0,0,0.7) 0%, rgba(0,0,0,0.3) 70%, rgba(0,0,0,0) 100%)',
              }}
              actionIcon={
                <IconButton
                  aria-label={
                    isSaved ? `Remove ${photo.title} from saved` : `Save ${photo.title}`
                  }
                  aria-pressed={isSaved}
                  onClick={() => toggle(photo.title)}
                  sx={{ color: 'white' }}
                >
                  {isSaved ? <StarIcon /> : <StarBorderIcon />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
