/** Word lists for suggested fleet names (spec 02 §5: adjective and noun lists of about 120 entries each). */
export const ADJECTIVES: readonly string[] = (
  'able agile amber ancient autumn azure bold brave breezy bright brisk calm candid clever cosmic cozy crimson crisp curious daring ' +
  'dawn deep eager early electric elegant emerald epic fancy fast fearless fiery floral fluffy frosty gentle giant gleaming golden ' +
  'graceful grand happy hardy hidden honest humble icy indigo jolly jovial keen kind lively lucky lunar magic majestic mellow merry ' +
  'mighty misty modest muddy mystic neat nimble noble odd olive orange patient peaceful plucky polar polished proud purple quick ' +
  'quiet radiant rapid rare restless rosy royal rugged rustic sandy scarlet shiny silent silver simple sleek smooth snowy solar ' +
  'sparkling spicy spry steady stellar stormy sturdy sunny swift tender tidy tiny tranquil tropical trusty vast velvet vivid warm ' +
  'wild windy wise witty young zealous zesty'
).split(' ');

export const NOUNS: readonly string[] = (
  'acorn anchor antelope apple arrow aspen badger beacon bear beetle birch bison blossom boulder breeze brook buffalo butterfly ' +
  'cactus canyon cedar cherry cloud comet coral cougar coyote crane creek crystal cypress daisy delta dolphin dove dragon eagle ' +
  'ember falcon fern finch firefly fjord flame forest fox galaxy garden gazelle glacier grove harbor hawk heron hill horizon island ' +
  'jaguar jasmine kestrel koala lagoon lake lantern leaf lemur lily lion lotus lynx maple meadow meteor moon moose mountain nebula ' +
  'oak ocean orchid otter owl panda panther pebble pelican penguin pine planet pond poppy prairie puffin quartz rabbit raven reef ' +
  'river robin sparrow spruce squirrel star stone storm summit sun swan thunder tiger tulip valley violet volcano walrus willow wolf wren'
).split(' ');
