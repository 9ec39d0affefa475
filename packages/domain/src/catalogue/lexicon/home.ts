/** Household, personal care, baby and pet: the grocery lexicon's format (see produce.ts). */
export const HOUSEHOLD = `
detergent | डिटर्जेंट | ditarjent
detergent powder, washing powder | कपड़े धोने का पाउडर | kapde dhone ka powder, kapde ka powder, surf powder
liquid detergent, detergent liquid | लिक्विड डिटर्जेंट | washing liquid
detergent bar, washing soap | कपड़े धोने का साबुन | kapde ka sabun, washing bar
dishwash, dish wash, dishwashing | बर्तन धोने का साबुन | bartan sabun, bartan dhone ka sabun, bartan ka sabun
dishwash liquid, dishwashing liquid | बर्तन धोने का लिक्विड | bartan liquid
dishwash bar | बर्तन बार | bartan bar
toilet cleaner | टॉयलेट क्लीनर | toilet saaf, toilet cleaning liquid
floor cleaner, phenyl, phenol | फिनाइल, फ़िनाइल | phenyle, finail, pocha liquid
glass cleaner | ग्लास क्लीनर | kanch cleaner
cleaner, cleaners | क्लीनर | saaf karne wala
fabric conditioner, fabric softener | फैब्रिक कंडीशनर | kapde ka conditioner, softner
bleach | ब्लीच | 
broom | झाड़ू | jhadu, jharu, jhaadu
mop | पोछा | pocha, pochha mop
scrubber, scrub pad | स्क्रबर | juna
garbage bags, garbage bag, dustbin bags | कचरा थैली | kachra bag, kachra thaili
aluminium foil | एल्युमिनियम फॉयल | aluminum foil, silver foil
tissue, tissues, tissue paper | टिश्यू | 
matchbox, matches | माचिस | machis, maachis
agarbatti, incense sticks, incense | अगरबत्ती | agarbati, agarbathi
camphor | कपूर | kapoor, kapur, karpur
candle, candles | मोमबत्ती | mombatti, mombati
mosquito repellent | मच्छर भगाने वाला | machhar, macchar, good knight
insect killer, cockroach spray | कॉकरोच | cockroach
naphthalene balls | नेप्थलीन गोली | naphthalene, naphthalin
battery, batteries | बैटरी | 
bulb, led bulb | बल्ब | 
`;

export const PERSONAL_CARE = `
soap, soaps, bathing soap, bath soap | साबुन, नहाने का साबुन | sabun, saboon, nahane ka sabun, nahane wala sabun
body wash, bodywash, shower gel | बॉडी वॉश | 
shampoo | शैम्पू, शैंपू, शेम्पू | shampoo
conditioner, hair conditioner | कंडीशनर | 
hair oil | बालों का तेल, केश तेल | balon ka tel, kesh tel
face wash, facewash | फेस वॉश | 
hand wash, handwash, hand soap | हैंड वॉश | hath dhone ka sabun
lotion, body lotion, moisturiser, moisturizer, moisturising lotion, moisturizing lotion | लोशन, मॉइस्चराइज़र | moisturiser cream, moisturizer cream
cold cream, face cream | कोल्ड क्रीम | fair cream
talc, talcum powder, talcum, talc powder | टैल्कम पाउडर | 
toothpaste, tooth paste | टूथपेस्ट, मंजन, दंत मंजन | manjan, dant manjan
toothbrush, tooth brush | टूथब्रश, दातुन | brush, datun
mouthwash, mouth wash | माउथवॉश | 
deodorant, deo | डियो, डिओडरेंट | bodyspray, body spray
perfume, scent, attar | इत्र | itr, ittar, parfum
razor, shaving razor | रेज़र, उस्तरा | ustra
shaving cream, shaving foam | शेविंग क्रीम | dadhi ki cream
sanitary pads, sanitary napkins, pads | पैड, सैनिटरी पैड | sanitary pad, napkin
kajal, kohl | काजल | kaajal
sindoor | सिंदूर | sindur
mehendi, henna | मेहंदी | mehndi, mehandi
comb | कंघी | kanghi, kangha
hair dye, hair colour | बालों का रंग | hair color
sunscreen, sunblock | सनस्क्रीन | sun screen
lip balm | लिप बाम | lipbalm
cotton, cotton balls | रुई | rui, ruyi
`;

export const BABY_AND_PET = `
diapers, diaper, diaper pants, nappies, nappy | डायपर | pampers pants
baby wipes, wet wipes, wipes | वाइप्स | babywipes, wetwipes
baby oil | बेबी ऑयल | babyoil
baby shampoo | बेबी शैम्पू | babyshampoo
baby soap | बेबी साबुन | babysoap
baby food, cerelac | बेबी फ़ूड | babyfood
dog food | कुत्ते का खाना | kutte ka khana, dogfood
cat food | बिल्ली का खाना | billi ka khana, catfood
puppy food | पिल्ले का खाना | puppyfood
kitten food | बिल्ली के बच्चे का खाना | kittenfood
pet food, pet care | पालतू जानवर का खाना | petfood
`;
