// Property Law: renting (landlords, tenants, deposits, repairs, eviction), buying and
// selling homes, leasehold, neighbours and boundaries, building and planning. Weights: see
// keywords.ts.
// prettier-ignore
export const PROPERTY: Record<string, number> = {
  // renting
  'landlord': 4, 'landlady': 4, 'tenant': 3.5, 'tenancy': 4, 'tenancy deposit': 5, 'rent': 2.5,
  'rented': 2.5, 'renting': 2.5, 'rent arrears': 5, 'rent increase': 4, 'deposit': 1.5, 'my deposit': 2.5,
  'our deposit': 2, 'deposit back': 2.5, 'deposit scheme': 5, 'letting agent': 5, 'letting agency': 5,
  'lettings': 4, 'evict': 5, 'eviction': 5, 'section 21': 5, 'section 8': 4, 'notice to quit': 5,
  'possession order': 5, 'lodger': 5, 'spare room': 2.5, 'sublet': 5, 'hmo': 4, 'council house': 4,
  'council flat': 4, 'council housing': 5, 'housing association': 5, 'social housing': 5, 'housing': 2.5,
  'right to buy': 5, 'private rented': 4, 'rent from the council': 3, 'lets himself': 3, 'move out': 2,
  'moved out': 1.5, 'wants us out': 2.5, 'want us out': 2.5, 'wants me out': 2.5, 'kicked out': 2.5,
  'kick us out': 3, 'shop unit': 4, 'commercial lease': 5, 'break clause': 4,
  // repairs and condition
  'repairs': 2, 'repair': 1.5, 'disrepair': 5, 'damp': 3, 'mould': 3, 'heating': 2, 'hot water': 2.5,
  'boiler': 3, 'leak': 2, 'leaking': 2, 'ceiling': 2, 'roof': 2, 'new roof': 2.5, 'subsidence': 5,
  'cracking': 1, 'cracks': 1, 'rats': 2, 'pests': 2,
  // owning, buying and selling
  'property': 2, 'properties': 2, 'house': 1.5, 'flat': 1.5, 'home': 0.5, 'apartment': 2, 'bungalow': 2,
  'cottage': 2, 'mortgage': 3, 'remortgage': 4, 'repossession': 5, 'repossess': 5, 'conveyancing': 5,
  'buying a house': 5, 'buying a flat': 5, 'buying our first': 4, 'buy a house': 5, 'bought a house': 4,
  'buying a home': 5, 'selling my house': 5, 'selling our house': 5, 'house sale': 4, 'sale of our house': 4,
  'house purchase': 5, 'purchase': 1, 'first time buyer': 4, 'homebuyer': 4, 'seller': 2, 'sellers': 2,
  'buyer': 1, 'completion': 1, 'completion date': 3, 'exchange of contracts': 5, 'exchanged contracts': 5,
  'fell through': 3, 'survey': 2, 'surveyor': 2, 'gazumped': 5, 'gazumping': 5, 'estate agent': 5,
  'land registry': 5, 'title deeds': 5, 'deeds': 3, 'title': 1, 'shared ownership': 5,
  'transfer of equity': 5, 'joint owners': 3, 'jointly owned': 3, 'co owned': 3,
  // leasehold
  'lease': 3, 'leasehold': 4.5, 'leaseholder': 4.5, 'freehold': 4, 'freeholder': 4.5, 'ground rent': 5,
  'service charge': 5, 'service charges': 5, 'management company': 4, 'managing agent': 4,
  'lease extension': 5, 'extend the lease': 5, 'right to manage': 5, 'years left': 1.5,
  // land and neighbours
  'land': 1.5, 'our land': 3, 'my land': 3, 'boundary': 4, 'right of way': 5, 'easement': 5, 'neighbour': 2,
  'neighbours': 2, 'next door': 1.5, 'garden': 1.5, 'fence': 2.5, 'hedge': 2, 'wall': 1, 'driveway': 2.5,
  'shared drive': 4, 'parking across': 2, 'tree roots': 3, 'trees': 1, 'tree': 1, 'knotweed': 5,
  'japanese knotweed': 5, 'party wall': 5, 'squatters': 5, 'squatter': 5, 'adverse possession': 5,
  'trespass': 2, 'covenant': 3, 'restrictive covenant': 4,
  // building and planning
  'planning permission': 5, 'planning application': 5, 'planning refused': 4, 'planning officer': 4, 'loft conversion': 5, 'extension': 1.5, 'building work': 2.5,
  'builder': 2, 'builders': 2, 'new build': 3, 'developer': 1, 'building regulations': 4,
  'locks changed': 4, 'changed the locks': 4, 'change the locks': 4, 'chain': 3, 'our purchase': 3,
  'after exchange': 3, 'exchange': 1.5, 'buyers': 1.5, 'right to light': 5, 'our light': 2.5,
  'overhanging branches': 4, 'branches': 2.5, 'force a sale': 4, 'own a house': 3, 'housing executive': 5,
  'windows': 1, 'empty flat': 2, 'empty house': 2, 'empty property': 2, 'bond': 2, 'electricity': 1.5,
  'force us out': 2.5, 'us out': 1.5, 'gas safety': 4, 'inspect': 1.5, 'serve notice': 3, 'snagging': 5,
  'building regs': 4, 'forfeit': 4, 'forfeiture': 4, 'occupation contract': 5, 'conservatory': 2,
  'previous owner': 2, 'dry rot': 4, 'electrics': 1.5, 'completed on': 3, 'rent out': 3,
  'alleyway': 3, 'access': 1, 'behind our houses': 2, 'overcrowded': 3, 'rehouse': 4, 'rehoused': 4,
  'our garden': 2, 'convert a barn': 3, 'barn': 2, 'parking space': 3, 'before completion': 3,
  'phone mast': 3, 'mast': 2, 'student house': 3, 'fire alarm': 2, 'fire safety': 2, 'cladding': 4,
  'home report': 4, 'park home': 4, 'pitch fees': 4, 'site owner': 2, 'offer was accepted': 3, 'our offer': 2.5,
  'higher offer': 2.5, 'our drive': 3, 'in my name': 1,
  // (0131)
  'tenants in common': 5, 'joint tenants': 4,
};
