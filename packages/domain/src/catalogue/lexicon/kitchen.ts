/** Oils, dairy, eggs, bread, dry fruit: the grocery lexicon's format (see produce.ts). */
export const OILS = `
oil, oils, cooking oil, edible oil | तेल, खाद्य तेल | tel, tael, thel, enna, ennai
mustard oil | सरसों का तेल, सरसों तेल, कच्ची घानी | sarson ka tel, sarson tel, sarso ka tel, sarso tel, sarson oil, kachi ghani, kachchi ghani
mustard, sarson | सरसों, सरसो | sarso, sarsoon
groundnut oil, peanut oil | मूंगफली का तेल, मूंगफली तेल | moongphali tel, moongphali oil, mungfali tel, shengdana tel, kadalai ennai, kadlekai enne
coconut oil | नारियल तेल, नारियल का तेल | nariyal tel, nariyal ka tel, thengai ennai, kobbari nune
sesame oil, gingelly oil, til oil | तिल का तेल, तिल तेल | til ka tel, til tel, nallennai, ellenne, gingili oil
sunflower oil | सूरजमुखी तेल | surajmukhi tel, surajmukhi oil
soyabean oil, soybean oil, soya oil | सोयाबीन तेल | soyabin tel, soya tel
rice bran oil | राइस ब्रान ऑयल | ricebran oil
olive oil | जैतून का तेल | jaitun tel, zaitoon oil
refined oil | रिफाइंड तेल | refined tel
vanaspati, dalda | वनस्पति, डालडा | vanaspati ghee
ghee, clarified butter, desi ghee | घी, घृत | ghi, gheee, neyyi, tuppa
`;

export const DAIRY = `
milk | दूध, दुध | doodh, dudh, dudh, paal, halu
toned milk | टोंड दूध | toned doodh
full cream milk | फुल क्रीम दूध | full cream doodh
curd, yogurt, yoghurt, dahi | दही | dahee, thayir, mosaru
paneer, cottage cheese | पनीर | panir, paneer cheese
butter | मक्खन, मख्खन, बटर | makhan, makkhan, makhkhan, venna, benne
cream, fresh cream, malai | मलाई, क्रीम | malaai, balai
buttermilk, chaas | छाछ, मट्ठा, छास | chhaas, chach, chhachh, chhach, mattha, majjige, moru
lassi | लस्सी | lassee, meethi lassi
cheese, cheese slices | चीज़, चीज | 
khoya, mawa | खोया, मावा | khoa, mava
condensed milk | कंडेंस्ड मिल्क | milkmaid
milk powder | दूध पाउडर | doodh powder
eggs, egg | अंडा, अंडे, अण्डा | anda, ande, anday, muttai
bread, breads | ब्रेड, डबल रोटी | double roti, dabal roti, pauroti
pav, ladi pav | पाव, लादी पाव | pao, laadi pav, pav bread, ladipav
bun, buns | बन | bun pav
rusk, toast | रस्क, टोस्ट | rusks, cake rusk
cake, cakes | केक | 
`;

export const DRY_FRUIT = `
cashew, cashews, kaju, cashew nuts | काजू | kaaju, godambi, mundiri
almonds, almond, badam | बादाम | baadam, badaam
raisins, kishmish | किशमिश, मुनक्का | kismis, kishmis, munakka, drakshi
walnuts, walnut, akhrot | अखरोट | akrot, akharot
pistachio, pistachios, pista | पिस्ता | 
makhana, fox nuts, lotus seeds | मखाना, मखाने | makhane, phool makhana
dry fruits, dry fruit, dryfruits | मेवा, सूखे मेवे | mewa, meva, sukha meva
chia seeds | चिया बीज | chia
flax seeds, alsi | अलसी | alsi, javas
pumpkin seeds | कद्दू के बीज | kaddu ke beej
`;
