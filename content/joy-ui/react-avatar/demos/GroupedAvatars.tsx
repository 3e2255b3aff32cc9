import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

export default function GroupedAvatars() {
  return (
    <AvatarGroup>
      <Avatar alt="Sam Rivera" src="/static/images/demos/avatar-sam.svg" />
      <Avatar alt="Mina Okafor" src="/static/images/demos/avatar-mina.svg" />
      <Avatar alt="Nora Lindqvist" src="/static/images/demos/avatar-nora.svg" />
      <Avatar alt="Leo Hartmann" src="/static/images/demos/avatar-leo.svg" />
    </AvatarGroup>
  );
}
