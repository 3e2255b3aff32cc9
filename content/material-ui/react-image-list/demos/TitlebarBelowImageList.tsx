import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const listings = [
  {
    src: '/static/images/demos/image-list-lake.svg',
    title: 'Lakeside cabin',
    price: '$140 / night',
  },
  {
    src: '/static/images/demos/image-list-forest.svg',
    title: 'Treehouse retreat',
    price: '$95 / night',
  },
  {
    src: '/static/images/demos/image-list-desert.svg',
    title: 'Desert dome',
    price: '$120 / night',
  },
];

export default function TitlebarBelowImageList() {
  return (
    <ImageList cols={3} gap={12} sx={{ width: 480, maxWidth: '100%' }}>
      {listings.map((listing) => (
        <ImageListItem key={listing.src}>
          <img
            src={listing.src}
            alt={listing.title}
            loading="lazy"
            style={{ aspectRatio: '1', borderRadius: 8 }}
          />
          <ImageListItemBar
            position="below"
            title={listing.title}
            subtitle={listing.price}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
