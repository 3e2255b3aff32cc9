import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

const photos = [
  {
    src: '/static/images/demos/image-list-mountains.svg',
    title: 'Alpine ridge',
    author: 'Lena Hofer',
  },
  {
    src: '/static/images/demos/image-list-lake.svg',
    title: 'First light',
    author: 'Tomás Ruiz',
  },
  {
    src: '/static/images/demos/image-list-city.svg',
    title: 'Night shift',
    author: 'Aiko Sato',
  },
  {
    src: '/static/images/demos/image-list-waves.svg',
    title: 'Low tide',
    author: 'Sam Okafor',
  },
];

export default function TitlebarImageList() {
  return (
    <ImageList cols={2} gap={8} sx={{ width: 480, maxWidth: '100%' }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.src}>
          <img
            src={photo.src}
            alt={photo.title}
            loading="lazy"
            style={{ aspectRatio: '4 / 3' }}
          />
          <ImageListItemBar
            title={photo.title}
            subtitle={`by ${photo.author}`}
            actionIcon={
              <IconButton
                aria-label={`About ${photo.title}`}
                sx={{ color: 'rgba(255, 255, 255, 0.85)' }}
              >
                <InfoOutlinedIcon />
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
