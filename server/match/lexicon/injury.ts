// Personal Injury: harm to body or mind caused by someone else: road accidents, falls,
// accidents and illness from work, clinical negligence, animals, unsafe places and products.
// Weights: see keywords.ts.
// prettier-ignore
export const INJURY: Record<string, number> = {
  // what happened
  'injury': 4, 'injuries': 4, 'injured': 4, 'injure': 4, 'personal injury': 5, 'accident': 3.5,
  'accidents': 3.5, 'car crash': 4, 'crash': 2.5, 'crashed': 3, 'collision': 3, 'whiplash': 5,
  'hit by': 3, 'knocked off': 3.5, 'knocked down': 3, 'rear ended': 4, 'run over': 3, 'ran over': 3,
  'slipped': 3, 'tripped over': 4, 'tripped on': 4, 'fell': 2, 'fell down': 3, 'fell off': 3, 'fall': 1.5,
  'fell through a': 1.5, 'braked': 3, 'hurt': 3, 'hurt my': 3.5, 'pain': 2, 'back pain': 3, 'neck pain': 3.5,
  'bitten': 3.5, 'bit my': 3, 'dog bite': 5, 'dog bit': 4, 'attacked by a dog': 5, 'snapped': 2,
  'collapsed': 1.5, 'smashed': 1, 'food poisoning': 4, 'poisoning': 2, 'went wrong': 1.5,
  'went badly wrong': 2.5, 'botched': 3,
  // the harm
  'broken': 1.5, 'broke my': 3.5, 'broke his': 3, 'broke her': 3, 'fracture': 4, 'fractured': 4,
  'sprain': 3.5, 'sprained': 3.5, 'ligament': 4, 'torn': 2, 'tore': 1.5, 'cracked a rib': 4, 'rib': 2.5,
  'leg': 1.5, 'arm': 1.5, 'wrist': 2, 'ankle': 2, 'hip': 1.5, 'knee': 2, 'neck': 1.5, 'shoulder': 1.5,
  'foot': 1.5, 'fingers': 2, 'finger': 2, 'tooth': 2, 'teeth': 2, 'eye': 1.5, 'spine': 2, 'spinal': 3,
  'head': 1, 'skull': 3, 'scalp': 2.5, 'brain injury': 5, 'concussion': 5, 'cut my': 2.5, 'bleeding': 2,
  'stitches': 3, 'scar': 3, 'scarred': 3, 'scarring': 3, 'burns': 3, 'burnt': 3, 'burned': 3,
  'chemical burns': 5, 'amputation': 5, 'amputated': 5, 'lost two fingers': 4, 'hearing loss': 4,
  'deaf': 2, 'tinnitus': 4, 'nerve damage': 5, 'paralysed': 4, 'stroke': 2.5, 'sepsis': 4,
  'bedsores': 5, 'pressure sores': 5, 'ptsd': 3, 'psychological injury': 5, 'asthma': 2.5,
  // roads
  'road traffic': 4, 'other driver': 3, 'the other driver': 3.5, 'uninsured': 3, 'passenger': 3,
  'car accident': 5, 'pedestrian': 3, 'zebra crossing': 4, 'cyclist': 2.5, 'bicycle': 2, 'bike': 1,
  'motorbike': 2.5, 'motorcycle': 2.5, 'pothole': 4, 'pavement': 2, 'taxi door': 3, 'car door': 2,
  'written off': 2,
  // clinics and care
  'negligence': 2.5, 'negligent': 2.5, 'medical negligence': 5, 'clinical negligence': 5,
  'misdiagnosis': 5, 'misdiagnosed': 5, 'wrong diagnosis': 5, 'delayed diagnosis': 5, 'diagnosis': 1.5,
  'hospital': 2, 'a and e': 3, 'surgery': 2.5, 'surgeon': 4, 'operation': 2, 'doctor': 2, 'gp': 1.5,
  'nhs': 2, 'dentist': 3, 'midwife': 3, 'midwives': 3, 'during the birth': 3, 'birth injury': 5,
  'nursing home': 2.5, 'care home': 2, 'nobody turned': 3, 'wrong medication': 5, 'medication': 2,
  'swab': 4, 'left inside': 3, 'cosmetic surgery': 5, 'sent home': 1.5, 'sent home too early': 4,
  'discharged': 1.5, 'ambulance': 3, 'paramedic': 3, 'physio': 3, 'cancer': 1.5,
  // work and places
  'injured at work': 5, 'hurt at work': 5, 'accident at work': 5, 'industrial disease': 5, 'asbestos': 5,
  'mesothelioma': 5, 'no training': 2, 'lifting': 2, 'heavy boxes': 2, 'ladder': 2.5, 'scaffolding': 3,
  'building site': 2, 'forklift': 3, 'machine': 2, 'machinery': 3, 'safety guard': 4, 'unguarded': 4,
  'health and safety': 2, 'chemical': 1.5, 'cleaning product': 2, 'fumes': 3, 'dust': 1.5,
  'noisy factory': 4, 'factory': 1.5, 'wet floor': 5, 'ice': 1.5, 'icy': 2, 'loose carpet': 4,
  'floorboard': 2, 'stairs': 2, 'playground': 2.5, 'riding school': 3, 'gym equipment': 3, 'equipment': 1.5,
  'supermarket': 1, 'glass bottle': 2,
  // the claim
  'compensation': 2, 'claim for': 1, 'no win no fee': 5, 'damages': 1, 'insurer': 2, 'insurers': 2,
  'insurance': 1.5,
  'back of me': 3.5, 'traffic lights': 2.5, 'lorry': 2, 'into me': 2.5, 'cycling': 2, 'drove off': 2.5,
  'hit me': 2, 'fell from a height': 4, 'harness': 2.5, 'construction site': 2.5, 'solvents': 3, 'lungs': 2.5,
  'lung': 2.5, 'damaged my': 2, 'fell on': 3, 'meningitis': 2.5, 'lost my hearing': 4, 'overdose': 3,
  'never woke up': 3, 'lip filler': 4, 'filler': 3, 'botox': 3, 'infection': 2, 'kicked my': 2.5,
  'scooter': 2, 'came off': 3, 'brakes failed': 4, 'brakes': 2, 'school trip': 2, 'skiing': 2,
  'tour operator': 2.5, 'off work': 3, 'off for weeks': 2, 'criminal injuries': 5, 'cica': 5,
  'killed by': 3, 'drunk driver': 2, 'make a claim': 2, 'anxiety': 1.5, 'road accident': 5,
  'headaches': 2.5, 'crossing': 2, 'burnt by': 3, 'glass panel': 2, 'drowned': 4, 'drown': 4,
  'lifeguard': 3, 'back problems': 3,
};
