import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const photos = [
  { src: '/static/images/demos/image-list-forest.svg', alt: 'Tall fir trees' },
  { src: '/static/images/demos/image-list-mountains.svg', alt: 'Mountain range' },
  { src: '/static/images/demos/image-list-waves.svg', alt: 'Waves on a beach' },
  { src: '/static/images/demos/image-list-desert.svg', alt: 'Desert dunes' },
  { src: '/static/images/demos/image-list-lake.svg', alt: 'Lake at sunrise' },
  { src: '/static/images/demos/image-list-city.svg', alt: 'City lights' },
];

export default function MasonryImageList() {
  return (
    <Box
      role="region"
      aria-label="Photo gallery"
      tabIndex={0}
      sx={{ width: 480, maxWidth: '100%', height: 420, overflowY: 'auto' }}
    >
      <ImageList variant="masonry" cols={3} gap={8}>
        {photos.map((photo) => (
          <ImageListItem key={photo.src}>
            <img src={photo.src} alt={photo.alt} loading="lazy" />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
