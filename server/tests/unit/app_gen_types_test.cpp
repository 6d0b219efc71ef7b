// web/src/lib/database.types.ts is written by `emu-server gen-types`; this test fails when the
// checked-in file no longer matches the schema registry, the migrations or the enumerations.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "app/gen_types.hpp"

namespace emu::app {
namespace {

TEST(GenTypes, DatabaseTypesTsIsCurrent) {
  auto generated = database_types_ts();
  ASSERT_TRUE(generated) << generated.error();
  EXPECT_NE(generated->find("      quick_applications: {\n        Row: {\n          id: string\n"),
            std::string::npos);
  EXPECT_NE(generated->find("export const DISTRICTS = [\n  { value: 'Central and Western'"),
            std::string::npos);
  std::ifstream in(std::string(EMU_SOURCE_DIR) + "/web/src/lib/database.types.ts");
  ASSERT_TRUE(in) << "missing: run build/release/emu-server gen-types";
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), *generated)
      << "web/src/lib/database.types.ts is stale: run build/release/emu-server gen-types";
}

}  // namespace
}  // namespace emu::app
